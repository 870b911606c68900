import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { estimatedExpenditureSingle } from '../fixtures/fixtures.ts';
import { EstimatedExpenditureSkeleton } from '../widgets/EstimatedExpenditure/EstimatedExpenditureSkeleton.tsx';
import { EstimatedExpenditureView } from '../widgets/EstimatedExpenditure/EstimatedExpenditureView.tsx';
import { WidgetCard } from './WidgetCard.tsx';
import { darkSchemeStory } from '../storybook/darkSchemeStory.ts';

const TITLE = 'Estimated Expenditure';
const HELP = 'Estimated ad spend of the advertiser in the selected channels, countries and period.';

const meta = {
  title: 'Widgets/WidgetCard',
  component: WidgetCard,
  args: {
    title: TITLE,
    help: HELP,
    subheader: { entityType: 'advertiser' },
    status: 'success',
    skeleton: <EstimatedExpenditureSkeleton entityCount={1} />,
    onRetry: fn(),
    children: (
      <EstimatedExpenditureView
        items={estimatedExpenditureSingle.elements.map((element) => ({
          item: { key: String(element.entity.id), title: element.entity.title, icon: null, entities: [] },
          data: estimatedExpenditureSingle,
        }))}
      />
    ),
  },
} satisfies Meta<typeof WidgetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: TITLE });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByRole('status')).toHaveTextContent(`Loading ${TITLE}`);
    await expect(canvas.getByTestId('estimated-expenditure-skeleton')).toBeInTheDocument();
  },
};

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: TITLE });
    await expect(card).toHaveAttribute('aria-busy', 'false');
    await expect(within(card).getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(within(card).getByText('Advertiser · All channels · All devices')).toBeVisible();
    await expect(within(card).getByRole('heading', { level: 3, name: 'nike.com' })).toBeVisible();

    // The help icon is reachable by keyboard and described by the help text.
    const help = canvas.getByRole('button', { name: `About ${TITLE}` });
    await expect(help).toHaveAccessibleDescription(HELP);
    await userEvent.tab();
    await expect(help).toHaveFocus();
    await expect(canvas.getByRole('tooltip')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  },
};

export const Empty: Story = {
  args: { status: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The widget doesn't have enough data.")).toBeVisible();
    await expect(canvas.getByText('Try changing the filter settings.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvas, userEvent }) => {
    const message = `${TITLE} could not be loaded. Please try again later.`;
    await expect(canvas.getByText(message)).toBeVisible();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveAccessibleDescription(message);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EnWinmo: Story = {
  globals: { language: 'en-winmo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Domain · All channels · All devices')).toBeVisible();
    await expect(canvas.queryByText(/Advertiser/)).not.toBeInTheDocument();
  },
};

/** The lock over the dimmed skeleton. */
export const Restricted: Story = {
  args: {
    status: 'success',
    restriction: {
      message: 'Enjoy more features by upgrading to the next package',
      actionLabel: 'Upgrade',
      onAction: fn(),
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('region', { name: TITLE });
    await expect(card).toHaveAttribute('data-status', 'restricted');
    await expect(canvas.getByText('Enjoy more features by upgrading to the next package')).toBeVisible();
    // The content is not shown; the skeleton behind the lock is hidden from assistive technology.
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvas.getByTestId('estimated-expenditure-skeleton').closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade' }));
    await expect(args.restriction?.onAction).toHaveBeenCalledOnce();
  },
};

/** The card, its help tooltip and the expenditure pies on a partner's dark page. */
export const DarkScheme: Story = darkSchemeStory(Success);
