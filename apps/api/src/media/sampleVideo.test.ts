import { describe, expect, it } from 'vitest';
import { byteRange, sampleVideoFile } from './sampleVideo.ts';

describe('sampleVideoFile', () => {
  it('plays the clip of the ad’s orientation and nearest length', () => {
    expect(sampleVideoFile({ width: 1920, height: 1080, durationSeconds: 15 })).toBe('landscape-15.webm');
    expect(sampleVideoFile({ width: 1080, height: 1920, durationSeconds: 60 })).toBe('portrait-60.webm');
    expect(sampleVideoFile({ width: 1280, height: 720, durationSeconds: 20 })).toBe('landscape-15.webm');
    expect(sampleVideoFile({ width: 1080, height: 1080, durationSeconds: 45 })).toBe('landscape-30.webm');
  });
});

describe('byteRange', () => {
  it('reads the ranges browsers ask for when seeking', () => {
    expect(byteRange(undefined, 100)).toBe('whole');
    expect(byteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 });
    expect(byteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(byteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  });

  it('answers several ranges whole and refuses one outside the file', () => {
    expect(byteRange('bytes=0-1,5-6', 100)).toBe('whole');
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=20-10', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});
