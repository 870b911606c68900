import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Paginator, type PaginatorProps } from './Paginator.tsx';

function Controlled(props: PaginatorProps) {
  const [page, setPage] = useState(props.page);
  const [size, setSize] = useState(props.pageSize);
  return (
    <Paginator
      {...props}
      page={page}
      pageSize={size}
      pageCount={Math.ceil(42 / size)}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setSize(next);
        setPage(0);
        props.onPageSizeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/Paginator',
  component: Paginator,
  render: (args) => <Controlled {...args} />,
  args: { page: 0, pageCount: 5, pageSize: 10, onPageChange: fn(), onPageSizeChange: fn() },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageThroughToTheEnd: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(previous).toBeDisabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    next.focus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    // Next is disabled on the last page.
    await expect(next).toBeDisabled();
  },
};

export const PageSizes: Story = {
  args: { restrictedPageSizes: [50, 100] },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    const options = Array.from((select as HTMLSelectElement).options);
    await expect(options.map((option) => option.value)).toEqual(['5', '10', '20', '50', '100']);
    await expect(options[3]).toBeDisabled();
    await expect(options[3]).toHaveTextContent('50 (not in your plan)');
    await userEvent.selectOptions(select, '20');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
  },
};

export const RestrictedPaging: Story = {
  args: { restricted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};
