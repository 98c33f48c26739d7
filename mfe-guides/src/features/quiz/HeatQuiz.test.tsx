import { QUIZ_MAX_SCORE, quizTier, type QuizOption } from '@pepper/domain/heat';
import { peppers as mockPeppers } from '@pepper/mocks/fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import HeatQuiz from './HeatQuizScreen';
import { renderPage, serverPageHtml } from '@pepper/ui/testing';
import { QUIZ_QUESTIONS } from '@pepper/content/guides/quiz-questions';

/** One option per question adding up to `target` (a small search over the written questions). */
function answersFor(target: number): QuizOption[] {
  const pick = (q: number, left: number): QuizOption[] | null => {
    if (q === QUIZ_QUESTIONS.length) return left === 0 ? [] : null;
    for (const option of QUIZ_QUESTIONS[q].options) {
      if (option.points > left) continue;
      const rest = pick(q + 1, left - option.points);
      if (rest) return [option, ...rest];
    }
    return null;
  };
  const answers = pick(0, target);
  if (!answers) throw new Error(`no answers add up to ${target}`);
  return answers;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function renderQuiz(path = '/tools/heat-quiz') {
  return renderPage(path, <HeatQuiz />, { advanceTimers: vi.advanceTimersByTime });
}

/** Clicks the options, waiting out the 300 ms between questions, then the brief beats to the result. */
async function complete(user: ReturnType<typeof renderQuiz>['user'], answers: QuizOption[]) {
  for (const option of answers) {
    await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(option.label)}`) }));
    advance(option === answers.at(-1) ? 100 : 300);
  }
  advance(300);
  advance(400);
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

describe('Quiz questions', () => {
  it('are seven, with labelled options worth 0 to 12 points, and a maximum of 84', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(7);
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    let max = 0;
    const labels = new Set<string>();
    for (const q of QUIZ_QUESTIONS) {
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      for (const o of q.options) {
        expect(o.points).toBeGreaterThanOrEqual(0);
        expect(o.points).toBeLessThanOrEqual(12);
        expect(Number.isInteger(o.points)).toBe(true);
        labels.add(o.label);
      }
      expect(q.options.some((o) => o.points === 0)).toBe(true);
      max += Math.max(...q.options.map((o) => o.points));
    }
    expect(max).toBe(QUIZ_MAX_SCORE);
    // Unique labels: a quick clicker (or a test) never hits the previous question's option.
    expect(labels.size).toBe(QUIZ_QUESTIONS.reduce((n, q) => n + q.options.length, 0));
  });
});

describe('Heat tolerance quiz (/tools/heat-quiz, /heat-tolerance-quiz)', () => {
  it('asks one question at a time, with labels and optional descriptions', () => {
    renderQuiz('/heat-tolerance-quiz');
    expect(screen.getByRole('heading', { level: 1, name: 'Heat Tolerance Quiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[0].question })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Rarely or never I steer clear of anything spicy.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Most days' })).toBeInTheDocument();
  });

  it('records an answer and moves on 300 ms later; clicks meanwhile are ignored', async () => {
    const { user } = renderQuiz();
    await user.click(screen.getByRole('button', { name: 'Most days' }));
    expect(screen.getByRole('button', { name: 'Most days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /^Rarely or never/ })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '1');
    advance(200);
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    advance(100);
    expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS[1].question })).toHaveFocus();
  });

  it('after the last answer: calculating, then revealing, and the result within a second', async () => {
    const { user } = renderQuiz();
    const answers = answersFor(40);
    for (const option of answers.slice(0, 6)) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(option.label)}`) }));
      advance(300);
    }
    expect(screen.getByText('Question 7 of 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(answers[6].label)}`) }));
    advance(50);
    expect(screen.getByText('Question 7 of 7')).toBeInTheDocument();
    advance(50);
    expect(screen.getByRole('status')).toHaveTextContent('Calculating your heat tolerance...');
    advance(250);
    expect(screen.getByRole('status')).toHaveTextContent('Calculating');
    advance(50);
    expect(screen.getByRole('status')).toHaveTextContent('Revealing your result...');
    advance(350);
    expect(screen.getByRole('status')).toHaveTextContent('Revealing');
    advance(50);
    // 800 ms after the last answer.
    expect(screen.getByRole('heading', { level: 2, name: 'Heat Seeker' })).toHaveFocus();
    expect(screen.getByText('40 of 84')).toBeInTheDocument();
  });

  // Where each tier begins and ends is the domain's rule (tested there); here, one score shows each tier.
  it.each([
    [15, 'beginner'],
    [16, 'mild'],
    [55, 'moderate'],
    [56, 'hot'],
    [84, 'extreme'],
  ] as const)(
    'a score of %i gives the %s tier, with its range, peppers, tips, colour and icon',
    async (score, level) => {
      const { user } = renderQuiz();
      await complete(user, answersFor(score));
      const tier = quizTier(score);
      expect(tier.level).toBe(level);
      const result = screen.getByRole('region', { name: tier.title });
      expect(result).toHaveTextContent(tier.description);
      expect(result).toHaveTextContent(`${score} of 84`);
      expect(result).toHaveTextContent(`${tier.shuRange} SHU`);
      // Each recommended pepper the database holds links to its own page; another name searches for it.
      for (const name of tier.recommendedPeppers) {
        const variety = mockPeppers.find((p) => p.name === name);
        await waitFor(() =>
          expect(screen.getAllByRole('link', { name })[0]).toHaveAttribute(
            'href',
            variety ? `/peppers/${variety.id}` : `/peppers?search=${encodeURIComponent(name)}`,
          ),
        );
      }
      for (const name of tier.avoidPeppers)
        expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
      for (const tip of tier.tips) expect(screen.getByText(tip)).toBeInTheDocument();
      expect(result.className).toMatch(
        { green: /mild-bg/, yellow: /medium-bg/, orange: /hot-bg/, red: /extreme-bg/, purple: /purple-bg/ }[
          tier.color
        ]!,
      );
      expect(result.querySelector(`svg.lucide-${tier.icon}`)).not.toBeNull();
    },
  );

  it('keeps the result in its address, so a recommended pepper’s page and Back return to the result', async () => {
    const answers = answersFor(60);
    const { user, location } = renderQuiz();
    await complete(user, answers);
    expect(screen.getByRole('heading', { name: 'Fire Eater' })).toBeInTheDocument();
    expect(location()).toBe(`/tools/heat-quiz?answers=${answers.map((a) => a.value).join('.')}`);
    const habanero = mockPeppers.find((p) => p.name === 'Habanero')!;
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Habanero' })).toHaveAttribute(
        'href',
        `/peppers/${habanero.id}`,
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Habanero' }));
    expect(location()).toBe(`/peppers/${habanero.id}`);
  });

  it('opens on the result its address holds, and on question 1 for answers it cannot read', () => {
    const answers = answersFor(60);
    const { unmount } = renderQuiz(`/tools/heat-quiz?answers=${answers.map((a) => a.value).join('.')}`);
    expect(screen.getByRole('heading', { name: 'Fire Eater' })).toBeInTheDocument();
    expect(screen.getByText('60 of 84')).toBeInTheDocument();
    unmount();
    renderQuiz('/tools/heat-quiz?answers=nonsense.never');
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
  });

  it('says there is nothing to avoid at the top tier', async () => {
    const { user } = renderQuiz();
    await complete(user, answersFor(84));
    expect(screen.getByText(/None: every pepper is open to you/)).toBeInTheDocument();
  });

  it('Explore Recommended Peppers opens the database filtered to the tier heat', async () => {
    const { user, location } = renderQuiz();
    await complete(user, answersFor(60));
    expect(screen.getByRole('heading', { name: 'Fire Eater' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Explore Recommended Peppers' }));
    // Fire Eaters belong to the scale's Very Hot level (habaneros, Scotch bonnets).
    expect(location()).toBe('/database?heatLevel=very-hot');
  });

  it('Retake resets everything', async () => {
    const { user, location } = renderQuiz();
    await complete(user, answersFor(10));
    expect(screen.getByRole('heading', { name: 'Flavor Explorer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Recommended Peppers' })).toHaveAttribute(
      'href',
      '/database?heatLevel=mild',
    );
    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByText('Question 1 of 7')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/tools/heat-quiz'));
    expect(screen.getByRole('progressbar', { name: 'Quiz progress' })).toHaveAttribute('aria-valuenow', '0');
    expect(
      within(screen.getByRole('region', { name: QUIZ_QUESTIONS[0].question })).queryAllByRole('button', {
        pressed: true,
      }),
    ).toHaveLength(0);
    await complete(user, answersFor(84));
    expect(screen.getByRole('heading', { name: 'Chili Legend' })).toBeInTheDocument();
    expect(screen.getByText('84 of 84')).toBeInTheDocument();
  });
});

const param = (answers: QuizOption[]) => answers.map((a) => a.value).join('.');

describe('the quiz as a form, question by question', () => {
  it('sends each answer with the answers before it, to the quiz’s own address', () => {
    const answers = answersFor(40);
    renderQuiz(`/heat-tolerance-quiz?answers=${param(answers.slice(0, 2))}`);
    expect(screen.getByText('Question 3 of 7')).toBeInTheDocument();
    const options = within(screen.getByRole('region', { name: QUIZ_QUESTIONS[2].question })).getAllByRole(
      'button',
    );
    expect(options).toHaveLength(QUIZ_QUESTIONS[2].options.length);
    options.forEach((button, i) => {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'answers');
      expect(button).toHaveAttribute('value', param([...answers.slice(0, 2), QUIZ_QUESTIONS[2].options[i]]));
    });
    const form = options[0].closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/heat-tolerance-quiz');
  });

  it('is rendered by the server at the next question for the answers so far, and at the result after the last', () => {
    const answers = answersFor(60);
    const midway = serverPageHtml(`/tools/heat-quiz?answers=${param(answers.slice(0, 4))}`, <HeatQuiz />);
    expect(midway).toHaveTextContent('Question 5 of 7');
    expect(midway.querySelector('h2')).toHaveTextContent(QUIZ_QUESTIONS[4].question);
    const done = serverPageHtml(`/tools/heat-quiz?answers=${param(answers)}`, <HeatQuiz />);
    expect(done.querySelector('#quiz-tier')).toHaveTextContent('Fire Eater');
    expect(done).toHaveTextContent('60 of 84');
    // Retake is a form too: back to the quiz with no answers.
    const retake = within(done).getByRole('button', { name: 'Retake Quiz' });
    expect(retake).toHaveAttribute('type', 'submit');
    expect(retake.closest('form')).toHaveAttribute('action', '/tools/heat-quiz');
  });

  it('with the page’s code, keeps the answers given so far in the address', async () => {
    const answers = answersFor(40);
    const { user, location } = renderQuiz();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${escape(answers[0].label)}`) }));
    expect(location()).toBe(`/tools/heat-quiz?answers=${param(answers.slice(0, 1))}`);
    advance(300);
    expect(screen.getByText('Question 2 of 7')).toBeInTheDocument();
  });
});
