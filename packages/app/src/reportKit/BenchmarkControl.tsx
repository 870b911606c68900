import { type EntityType, INDUSTRY_BENCHMARK_LABEL } from '@adlens/core';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { LockIcon } from '../shared/ui/LockIcon.tsx';
import { CompareBox } from './CompareBox.tsx';
import { ToolButton } from './headingButtons.ts';
import type { BenchmarkGate } from './useBenchmarkGate.tsx';

export interface BenchmarkControlProps {
  entityType: EntityType;
  gate: BenchmarkGate;
  /** The report's benchmark category, if any. */
  benchmarkId: number | undefined;
  onChange: (categoryId: number) => void;
}

const Panel = styled.div`
  flex-basis: 100%;
  margin-top: 4px;
`;

/**
 * The Industry benchmark control of advertiser and brand reports (the URL's `category`;
 * docs/product/industry-benchmark.md): it opens a category search whose choice becomes the report's averaged
 * '(Avg)' item. A package without the benchmark shows it locked, and it opens the promotion.
 */
export function BenchmarkControl({ entityType, gate, benchmarkId, onChange }: BenchmarkControlProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (gate.state === 'hidden') return null;
  if (gate.state === 'restricted') {
    return (
      <>
        <ToolButton type="button" onClick={gate.promote} aria-haspopup="dialog">
          <LockIcon title="Not included in your plan" />
          {INDUSTRY_BENCHMARK_LABEL}
        </ToolButton>
        {gate.dialog}
      </>
    );
  }
  return (
    <>
      <ToolButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {benchmarkId === undefined ? INDUSTRY_BENCHMARK_LABEL : 'Change benchmark'}
      </ToolButton>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <CompareBox
            entityType={entityType}
            present={[]}
            benchmarkId={benchmarkId}
            autoFocus
            onBenchmark={(category) => {
              setOpen(false);
              onChange(category.id);
            }}
          />
        )}
      </Panel>
    </>
  );
}
