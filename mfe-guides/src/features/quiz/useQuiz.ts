import {
  quizAnswersParam,
  quizAnswersSoFar,
  quizScore,
  quizTier,
  type QuizOption,
  type QuizQuestion,
  type QuizTier,
} from '@pepper/domain/heat';
import { useSearchParams } from '@pepper/router';
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
 * 'calculating' and 'revealing' steps are brief: the result is on screen 0.8 s after the last answer (a longer
 * build-up read as the app being slow).
 */
export const QUIZ_DELAYS = { advanceMs: 300, calculateMs: 100, revealMs: 300, completeMs: 400 } as const;

/**
 * The address parameter that keeps the answers given so far, so each question and the result have an address of
 * their own, and an answer sent as a form (before the page's code runs, or without it) asks the next question.
 */
export const ANSWERS_PARAM = 'answers';

/** The quiz as far as the address's answers go: the next question, or the result once all are answered. */
function fromAddress(params: URLSearchParams, questions: readonly QuizQuestion[]): State {
  const answers = quizAnswersSoFar(params.get(ANSWERS_PARAM), questions);
  if (answers.length === questions.length)
    return { index: questions.length - 1, answers, phase: 'complete', advancing: false };
  return { ...initial, index: answers.length, answers };
}

/**
 * Selecting an answer records it (and the score follows); QUIZ_DELAYS.advanceMs later the next question shows;
 * after the last, 'calculating', then 'revealing', then the result. The answers go into the address as they are
 * given (`?answers=`, replacing the quiz's own entry), so a recommended pepper's page and Back return to the
 * result, and a shared link shows it. Retake resets all and clears them.
 */
export function useQuiz(questions: readonly QuizQuestion[]) {
  const questionCount = questions.length;
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(reducer, params, (p) => fromAddress(p, questions));
  const last = state.index === questionCount - 1;
  const given = quizAnswersParam(state.answers.filter((a) => a !== undefined));

  // The address holds the answers given; a retake drops them.
  useEffect(() => {
    if ((params.get(ANSWERS_PARAM) ?? '') === given) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (given) next.set(ANSWERS_PARAM, given);
        else next.delete(ANSWERS_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [given, params, setParams]);

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
    /** The address's answers once this option of the question shown is chosen. */
    answersWith: (option: QuizOption) =>
      quizAnswersParam([...state.answers.slice(0, state.index).filter((a) => a !== undefined), option]),
    score,
    tier,
    answer: (option: QuizOption) => dispatch({ type: 'answer', option }),
    retake: () => dispatch({ type: 'retake' }),
  };
}
