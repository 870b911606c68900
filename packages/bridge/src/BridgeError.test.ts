import { PenpalError } from 'penpal';
import { describe, expect, it } from 'vitest';
import { BRIDGE_ERROR_CODES, BridgeError, isBridgeError, toBridgeError, toBridgeErrorWire } from './BridgeError.ts';

describe('toBridgeError', () => {
  it.each([
    ['CONNECTION_TIMEOUT', 'HANDSHAKE_TIMEOUT'],
    ['METHOD_CALL_TIMEOUT', 'TIMEOUT'],
    ['CONNECTION_DESTROYED', 'NOT_CONNECTED'],
    ['TRANSMISSION_FAILED', 'NOT_CONNECTED'],
    ['METHOD_NOT_FOUND', 'NOT_SUPPORTED'],
    ['INVALID_ARGUMENT', 'INVALID_ARGUMENT'],
  ] as const)("maps penpal's %s to %s and keeps the message", (penpalCode, code) => {
    const error = toBridgeError(new PenpalError(penpalCode, 'penpal says no'), { method: 'getAccessToken' });

    expect(error).toBeInstanceOf(BridgeError);
    expect(error).toMatchObject({ code, message: 'penpal says no', method: 'getAccessToken' });
  });

  it('recognises a PenpalError deserialised from the other side (same name and code, different class)', () => {
    const foreign = Object.assign(new Error('timed out'), { name: 'PenpalError', code: 'METHOD_CALL_TIMEOUT' });

    expect(toBridgeError(foreign).code).toBe('TIMEOUT');
  });

  it('passes a BridgeError through, adding the method only when it has none', () => {
    const original = new BridgeError('SDK_NOT_LOADED', 'not yet');
    const named = new BridgeError('SDK_NOT_LOADED', 'not yet', { method: 'openApp' });

    expect(toBridgeError(original)).toBe(original);
    expect(toBridgeError(named, { method: 'getAccessToken' })).toBe(named);
    expect(toBridgeError(original, { method: 'getAccessToken' })).toMatchObject({
      code: 'SDK_NOT_LOADED',
      method: 'getAccessToken',
    });
  });

  it('round-trips the wire format every code and method', () => {
    for (const code of BRIDGE_ERROR_CODES) {
      const wire = structuredClone(toBridgeErrorWire(new BridgeError(code, `failed: ${code}`, { method: 'scrollTo' })));
      expect(toBridgeError(wire)).toMatchObject({ code, message: `failed: ${code}`, method: 'scrollTo' });
    }
  });

  it('does not trust unknown codes or methods from the wire', () => {
    const error = toBridgeError({ adlensBridgeError: 1, code: 'FROM_THE_FUTURE', message: 'new', method: 'hack' });

    expect(error).toMatchObject({ code: 'METHOD_FAILED', message: 'new', method: undefined });
  });

  it('turns plain errors, strings and odd values into METHOD_FAILED', () => {
    expect(toBridgeError(new TypeError('bad'))).toMatchObject({ code: 'METHOD_FAILED', message: 'bad' });
    expect(toBridgeError('nope')).toMatchObject({ code: 'METHOD_FAILED', message: 'nope' });
    expect(toBridgeError(undefined).code).toBe('METHOD_FAILED');
    expect(toBridgeError({ code: 'HANDSHAKE_TIMEOUT' }).code).toBe('METHOD_FAILED');
    // A PenpalError-like object with an inherited property name as its code is not a known code.
    expect(toBridgeError(Object.assign(new Error('x'), { name: 'PenpalError', code: 'toString' })).code).toBe(
      'METHOD_FAILED',
    );
  });
});

describe('isBridgeError', () => {
  it('accepts ours and a structurally identical one from another copy of the package', () => {
    const otherCopy = Object.assign(new Error('x'), { name: 'BridgeError', code: 'TIMEOUT' });

    expect(isBridgeError(new BridgeError('TIMEOUT', 'x'))).toBe(true);
    expect(isBridgeError(otherCopy)).toBe(true);
  });

  it('rejects look-alikes without a known code', () => {
    expect(isBridgeError(Object.assign(new Error('x'), { name: 'BridgeError', code: 'OOPS' }))).toBe(false);
    expect(isBridgeError({ name: 'BridgeError', code: 'TIMEOUT', message: 'x' })).toBe(false);
    expect(isBridgeError(new Error('x'))).toBe(false);
  });
});
