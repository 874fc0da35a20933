import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckedLine, FoodSafetyNote } from '../shared/recipe-checks.ts';
import type { QuantityView } from '../shared/quantities/quantity-view.ts';
import { CookModeButton } from './components/cook-mode-button.tsx';

const markdown = `## Spinach and Feta Frittata

*Serves 2 · 25 minutes*

### Ingredients

- 6 eggs
- 100 g feta, crumbled
- 1 onion, finely chopped
- 2 tbsp olive oil

### Steps

1. Heat the grill to 220 °C. Beat the eggs.
2. Warm the oil in a frying pan and soften the onion for 5 minutes.
3. Pour in the eggs and cook gently for 6 to 8 minutes.
4. Scatter the feta over the top and serve.
`;

const line = (text: string, amount: CheckedLine['amount']): CheckedLine => ({
  text,
  offset: markdown.indexOf(`- ${text}`),
  status: 'have',
  optional: false,
  amount,
});

const lines = [
  line('6 eggs', { quantity: 6, unit: '', rest: 'eggs' }),
  line('100 g feta, crumbled', { quantity: 100, unit: 'g', rest: 'feta, crumbled' }),
  line('1 onion, finely chopped', { quantity: 1, unit: '', rest: 'onion, finely chopped' }),
  line('2 tbsp olive oil', { quantity: 2, unit: 'tbsp', rest: 'olive oil' }),
];

const eggSafety: FoodSafetyNote = {
  id: 'eggs',
  text: 'Egg dishes: cook until set, 71 °C (160 °F) in the middle.',
  source: { name: 'USDA', url: 'https://www.fsis.usda.gov/' },
};

function renderCookMode(view: QuantityView = { factor: 1, measures: 'as-written' }, serves = 2) {
  const user = userEvent.setup();
  render(
    <main>
      <CookModeButton
        markdown={markdown}
        lines={lines}
        foodSafety={[eggSafety]}
        view={view}
        serves={serves}
      />
    </main>,
  );
  return { user, button: screen.getByRole('button', { name: 'Cook mode' }) };
}

async function openCookMode(...options: Parameters<typeof renderCookMode>) {
  const rendered = renderCookMode(...options);
  await rendered.user.click(rendered.button);
  const dialog = await screen.findByRole('dialog', {
    name: 'Cook mode: Spinach and Feta Frittata',
  });
  return { ...rendered, dialog };
}

const stepHeading = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('cook mode', () => {
  it('opens as a modal dialog named after the recipe, with focus inside it', async () => {
    const { dialog } = await openCookMode();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(stepHeading(dialog)).toEqual(['Step 1 of 4']);
    expect(
      within(dialog).getByText('Heat the grill to 220 °C (425 °F). Beat the eggs.'),
    ).toBeVisible();
  });

  it('shows beside a step the ingredient lines it uses', async () => {
    const { dialog, user } = await openCookMode();
    const uses = () =>
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(uses()).toEqual(['6 eggs']);
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(uses()).toEqual(['1 onion, finely chopped', '2 tbsp olive oil']);
  });

  it('shows the quantities and oven scale the visitor chose', async () => {
    const { dialog, user } = await openCookMode({ factor: 2, measures: 'us' }, 4);
    expect(within(dialog).getByText('Quantities for 4')).toBeVisible();
    expect(within(dialog).getByText(/Heat the grill to 425 °F \(220 °C\)/)).toBeVisible();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('12 eggs');
    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 onions, finely chopped', '¼ cup olive oil']);
  });

  it('moves between steps with Previous step and Next step, which say so at either end', async () => {
    const { dialog, user } = await openCookMode();
    const previous = within(dialog).getByRole('button', { name: 'Previous step' });
    const next = within(dialog).getByRole('button', { name: 'Next step' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(stepHeading(dialog)).toEqual(['Step 4 of 4']);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(stepHeading(dialog)).toEqual(['Step 4 of 4']);
    expect(next).toHaveFocus();
    await user.click(previous);
    expect(stepHeading(dialog)).toEqual(['Step 3 of 4']);
  });

  it('moves between steps with the right and left arrow keys', async () => {
    const { dialog, user } = await openCookMode();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(stepHeading(dialog)).toEqual(['Step 3 of 4']);
    await user.keyboard('{ArrowLeft}');
    expect(stepHeading(dialog)).toEqual(['Step 2 of 4']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(stepHeading(dialog)).toEqual(['Step 1 of 4']);
  });

  it('announces the step shown politely', async () => {
    const { dialog } = await openCookMode();
    const step = within(dialog).getByRole('article', { name: 'Step 1 of 4' });
    expect(step.parentElement).toHaveAttribute('aria-live', 'polite');
  });

  it('shows all steps at once with Show all steps, marking the current one', async () => {
    const { dialog, user } = await openCookMode();
    await user.keyboard('{ArrowRight}');
    const toggle = within(dialog).getByRole('button', { name: 'Show all steps' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(stepHeading(dialog)).toEqual([
      'Step 1 of 4',
      'Step 2 of 4',
      'Step 3 of 4',
      'Step 4 of 4',
    ]);
    const current = within(dialog).getByRole('article', { name: 'Step 2 of 4' });
    expect(current.closest('li')).toHaveAttribute('aria-current', 'step');
    await user.click(toggle);
    expect(stepHeading(dialog)).toEqual(['Step 2 of 4']);
  });

  it('leaves with Exit cook mode, giving focus back to Cook mode', async () => {
    const { dialog, user, button } = await openCookMode();
    await user.click(within(dialog).getByRole('button', { name: 'Exit cook mode' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('leaves with Esc, giving focus back to Cook mode', async () => {
    const { user, button } = await openCookMode();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('keeps focus inside the dialog when tabbing past its last control', async () => {
    const { dialog, user } = await openCookMode();
    for (let press = 0; press < 8; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('shows the safe temperature on the step that cooks the eggs, not on the one beating them', async () => {
    const { dialog, user } = await openCookMode();
    expect(within(dialog).queryByText(/Food safety:/)).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(
      within(dialog)
        .getByText(/Food safety:/)
        .closest('p'),
    ).toHaveTextContent('Food safety: Egg dishes: cook until set, 71 °C (160 °F) in the middle.');
  });
});

/** An AudioContext that records the notes it is asked to play. */
function stubAudio() {
  const played: number[] = [];
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    close = vi.fn(async () => undefined);
    createGain() {
      const gain = {
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (target: unknown) => target,
      };
      return gain;
    }
    createOscillator() {
      const oscillator = {
        frequency: { value: 0 },
        connect: (target: unknown) => target,
        start: () => played.push(oscillator.frequency.value),
        stop: vi.fn(),
      };
      return oscillator;
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return played;
}

describe('a step timer', () => {
  async function startTimerOnStepTwo() {
    const opened = await openCookMode();
    await opened.user.keyboard('{ArrowRight}');
    vi.useFakeTimers();
    fireEvent.click(within(opened.dialog).getByRole('button', { name: 'Start 5-minute timer' }));
    const status = within(opened.dialog)
      .getAllByRole('status')
      .find((region) => region.classList.contains('cook-mode-timer-status'))!;
    return { ...opened, status };
  }
  const wait = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

  it('is offered by a step that names a time, by the first of a range', async () => {
    const { dialog, user } = await openCookMode();
    expect(within(dialog).queryByRole('button', { name: /timer/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Start 5-minute timer' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Start 6-minute timer' })).toBeVisible();
  });

  it('shows what is left each second, and announces it only at start and in the last minutes', async () => {
    stubAudio();
    const { dialog, status } = await startTimerOnStepTwo();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('5:00 left');
    expect(status).toHaveTextContent('Timer started: 5 minutes for step 2');
    await wait(1);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('4:59 left');
    await wait(60);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('3:59 left');
    expect(status).toHaveTextContent('Timer started: 5 minutes for step 2');
    await wait(59);
    expect(status).toHaveTextContent('3 minutes left for step 2');
    await wait(60);
    expect(status).toHaveTextContent('2 minutes left for step 2');
    await wait(60);
    expect(status).toHaveTextContent('1 minute left for step 2');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('ends with a chime and Timer done', async () => {
    const played = stubAudio();
    const { dialog, status } = await startTimerOnStepTwo();
    await wait(299);
    expect(played).toEqual([]);
    await wait(1);
    expect(status).toHaveTextContent('Timer done: 5 minutes for step 2');
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    expect(played).toHaveLength(3);
  });

  it('counts from the clock, so a page that was hidden still ends on time', async () => {
    stubAudio();
    const { status } = await startTimerOnStepTwo();
    // A hidden page's intervals are slowed: the clock moves on without them.
    vi.setSystemTime(Date.now() + 301_000);
    await wait(1);
    expect(status).toHaveTextContent('Timer done: 5 minutes for step 2');
  });

  it('stops with Stop timer, focus staying in the dialog', async () => {
    const { dialog, status } = await startTimerOnStepTwo();
    const stop = within(dialog).getByRole('button', { name: 'Stop timer' });
    stop.focus();
    fireEvent.click(stop);
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Timer stopped for step 2');
    expect(dialog).toHaveFocus();
    await wait(400);
    expect(status).toHaveTextContent('Timer stopped for step 2');
  });

  it('keeps running while the visitor moves to another step', async () => {
    stubAudio();
    const { dialog } = await startTimerOnStepTwo();
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await wait(10);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('4:50 left');
  });
});
