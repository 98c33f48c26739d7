import { quizScore, quizTier, type QuizOption, type QuizTier } from '@pepper/domain/heat';
import { useEffect, useReducer } from 'react';

export type QuizPhase = 'question' | 'calculating' | 'revealing' | 'complete';

interface State {
  /** The question shown, 0 to count - 1. */
  index: number;
  answers: (QuizOption | undefined)[];
  phase: QuizPhase;
  /** An answer was just chosen and the next step is pending: further clicks wait for it. */
  advancing: boolean;
}

type Action =
  | { type: 'answer'; option: QuizOption }
  | { type: 'advance' }
  | { type: 'phase'; phase: QuizPhase }
  | { type: 'retake' };

const initial: State = { index: 0, answers: [], phase: 'question', advancing: false };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'answer': {
      if (state.phase !== 'question' || state.advancing) return state;
      const answers = [...state.answers];
      answers[state.index] = action.option;
      return { ...state, answers, advancing: true };
    }
    case 'advance':
      return { ...state, index: state.index + 1, advancing: false };
    case 'phase':
      return { ...state, phase: action.phase, advancing: false };
    case 'retake':
      return initial;
  }
}

/**
 * The pauses of the quiz. An answer shows as chosen for 300 ms before the next question. After the last, the
 * 'calculating' and 'revealing' moments are brief beats, not waits: the result is on screen 0.8 s after the
 * last answer (a longer build-up read as the app being slow).
 */
export const QUIZ_DELAYS = { advanceMs: 300, calculateMs: 100, revealMs: 300, completeMs: 400 } as const;

/**
 * Selecting an answer records it (and the score follows); QUIZ_DELAYS.advanceMs later the next question shows;
 * after the last, 'calculating', then 'revealing', then the result. Retake resets all.
 */
export function useQuiz(questionCount: number) {
  const [state, dispatch] = useReducer(reducer, initial);
  const last = state.index === questionCount - 1;

  useEffect(() => {
    let next: { ms: number; action: Action } | null = null;
    if (state.phase === 'question' && state.advancing) {
      next = last
        ? { ms: QUIZ_DELAYS.calculateMs, action: { type: 'phase', phase: 'calculating' } }
        : { ms: QUIZ_DELAYS.advanceMs, action: { type: 'advance' } };
    } else if (state.phase === 'calculating') {
      next = { ms: QUIZ_DELAYS.revealMs, action: { type: 'phase', phase: 'revealing' } };
    } else if (state.phase === 'revealing') {
      next = { ms: QUIZ_DELAYS.completeMs, action: { type: 'phase', phase: 'complete' } };
    }
    if (!next) return;
    const { ms, action } = next;
    const timer = setTimeout(() => dispatch(action), ms);
    return () => clearTimeout(timer);
  }, [state.phase, state.advancing, last]);

  const score = quizScore(state.answers.filter((a): a is QuizOption => a !== undefined));
  const tier: QuizTier | null = state.phase === 'complete' ? quizTier(score) : null;

  return {
    ...state,
    score,
    tier,
    answer: (option: QuizOption) => dispatch({ type: 'answer', option }),
    retake: () => dispatch({ type: 'retake' }),
  };
}
