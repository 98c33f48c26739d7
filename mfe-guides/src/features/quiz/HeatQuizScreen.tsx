import '../../styles.css';
import { QUIZ_MAX_SCORE } from '@pepper/domain/heat';
import { Badge, Card, cn } from '@pepper/ui';
import { Check, Flame } from 'lucide-react';
import { useLocation } from '@pepper/router';
import { useEffect, useRef, type FormEvent } from 'react';
import { QUIZ_QUESTIONS } from '@pepper/content/guides/quiz-questions';
import { QuizResult } from './QuizResult';
import { ANSWERS_PARAM, useQuiz } from './useQuiz';
import { GuidePage } from '../../components/GuidePage';

/** With the page's code the quiz answers in place; the form is sent only before the code runs, or without it. */
const answerInPlace = (event: FormEvent) => event.preventDefault();

function Working({ text }: { text: string }) {
  return (
    <Card role="status" className="grid min-h-[16rem] place-items-center gap-3 text-center">
      <Flame aria-hidden className="h-12 w-12 animate-pulse text-chili-700" />
      <p className="text-lg font-bold text-ink">{text}</p>
    </Card>
  );
}

export default function HeatQuizScreen() {
  const quiz = useQuiz(QUIZ_QUESTIONS);
  const { pathname } = useLocation();
  const question = QUIZ_QUESTIONS[quiz.index];
  const chosen = quiz.answers[quiz.index];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Keyboard and screen-reader users land on each new question and on the result, not at the top of the page.
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    headingRef.current?.focus();
  }, [quiz.index, quiz.phase]);

  return (
    <GuidePage title="Heat Tolerance Quiz" subtitle="Seven questions to find your level">
      {quiz.phase === 'question' ? (
        <section aria-labelledby="quiz-question" className="grid gap-4">
          <div className="grid gap-2">
            <div className="flex items-center justify-between text-sm text-ink-soft">
              <span>
                Question {quiz.index + 1} of {QUIZ_QUESTIONS.length}
              </span>
              <Badge className="bg-chili-50 text-chili-800">{question.category}</Badge>
            </div>
            <div
              role="progressbar"
              aria-label="Quiz progress"
              aria-valuemin={0}
              aria-valuemax={QUIZ_QUESTIONS.length}
              aria-valuenow={quiz.answers.filter(Boolean).length}
              className="h-2 overflow-hidden rounded-full bg-stone-200"
            >
              <div
                className="h-full rounded-full bg-chili-700 transition-[width] duration-300"
                style={{ width: `${(quiz.answers.filter(Boolean).length / QUIZ_QUESTIONS.length) * 100}%` }}
              />
            </div>
          </div>
          <h2
            id="quiz-question"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-bold leading-snug text-ink outline-none"
          >
            {question.question}
          </h2>
          {/* Each answer sends the answers so far with it, and the server asks the next question. */}
          <form method="get" action={pathname} onSubmit={answerInPlace}>
            <ul className="grid gap-2">
              {question.options.map((option) => {
                const selected = chosen?.value === option.value;
                return (
                  <li key={option.value}>
                    <button
                      type="submit"
                      name={ANSWERS_PARAM}
                      value={quiz.answersWith(option)}
                      aria-pressed={selected}
                      disabled={quiz.advancing && !selected}
                      onClick={() => quiz.answer(option)}
                      className={cn(
                        'flex min-h-touch w-full items-center gap-3 rounded-2xl border bg-white p-3 text-left transition-colors',
                        selected ? 'border-chili-700 bg-chili-50' : 'border-stone-300 hover:bg-stone-50',
                        'disabled:opacity-60',
                      )}
                    >
                      <span className="grid flex-1 gap-0.5">
                        <span className="text-base font-semibold text-ink">{option.label}</span>
                        {option.description ? (
                          <span className="text-sm text-ink-soft">{option.description}</span>
                        ) : null}
                      </span>
                      {selected ? <Check aria-hidden className="h-5 w-5 shrink-0 text-chili-700" /> : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          </form>
          <p className="text-xs text-ink-soft">Answer honestly: the maximum score is {QUIZ_MAX_SCORE}.</p>
        </section>
      ) : quiz.phase === 'calculating' ? (
        <Working text="Calculating your heat tolerance..." />
      ) : quiz.phase === 'revealing' ? (
        <Working text="Revealing your result..." />
      ) : (
        <QuizResult
          ref={headingRef}
          tier={quiz.tier!}
          score={quiz.score}
          retakeAt={pathname}
          onRetake={quiz.retake}
        />
      )}
    </GuidePage>
  );
}
