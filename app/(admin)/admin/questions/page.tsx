import Link from 'next/link';
import { answerLabel } from '@/lib/assistant/labels';
import { requireAuthorPage } from '@/lib/auth/next';
import { env } from '@/lib/env';
import { groupGaps, groupGapsByEntry, listContentGaps, type ContentGap } from '@/lib/feedback';
import { authorTerms, getProfile } from '@/lib/profile';
import { AdminNav } from '../nav';

const REASON_WORDS: Record<string, string> = {
  wrong: 'wrong', 'off-topic': 'beside the point', 'should-answer': 'should have answered', 'should-not-answer': 'should not have answered', other: 'other',
};

/** Why a kept question is a content gap, in words. */
function why(g: ContentGap): string {
  // How it ended, from its outcome and layer (a refusal is never "answered", whatever its band).
  const parts = [answerLabel(g.outcome, g.layer, g.confidenceBand)];
  if (g.vote) parts.push(g.vote.helpful ? 'voted helpful' : `voted not helpful${g.vote.reason ? ` (${REASON_WORDS[g.vote.reason] ?? g.vote.reason})` : ''}`);
  return parts.join(' · ');
}

function Gap({ g }: { g: ContentGap }) {
  return (
    <li className="rounded border border-stone-200 bg-white p-2" data-gap={g.answerId ?? ''}>
      <p dir="auto" className="[overflow-wrap:anywhere]" data-testid="gap-question">{g.question}</p>
      <p className="mt-1 text-xs text-stone-500">
        {g.createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC · {g.locale} · <span data-testid="gap-why">{why(g)}</span>
        {g.vote?.comment ? <> · “<span dir="auto">{g.vote.comment}</span>”</> : null}
      </p>
      <Link className="mt-1 inline-block text-sm text-brand underline" href={`/admin/entries/new?question=${encodeURIComponent(g.question)}`} data-testid="write-entry">
        Write an entry about this
      </Link>
    </li>
  );
}

/**
 * The questions the site could not answer (issue 25): refused at the threshold or by the decision
 * stage, withheld by the gate, answered with low confidence, or voted not helpful — redacted, kept
 * for GAP_RETENTION_DAYS (expired ones are purged before this page reads). Grouped by a content
 * word they share, and by the entry retrieval came closest to; newest first.
 */
export default async function QuestionsPage() {
  const { db, session } = await requireAuthorPage();
  const days = env().GAP_RETENTION_DAYS;
  const [gaps, profile] = await Promise.all([listContentGaps(db, { now: new Date(), retentionDays: days }), getProfile(db)]);
  const byTopic = groupGaps(gaps, { exclude: authorTerms(profile).nameWords });
  const byEntry = groupGapsByEntry(gaps);
  return (
    <>
      <AdminNav email={session.email} />
      <h1 className="mb-2 text-2xl font-semibold">Questions the site could not answer</h1>
      <p className="mb-4 text-xs text-stone-500">
        Refused below the threshold or by the decision stage, withheld by the sentence gate, answered with low confidence, or voted not helpful.
        E-mail addresses, phone numbers and links are removed before a question is kept; questions are kept for {days} day(s) (GAP_RETENTION_DAYS), then deleted.
        Questions refused by pattern (fees, private life, instructions) are only counted on the dashboard.
      </p>
      {gaps.length === 0 ? <p className="text-sm text-stone-600" data-testid="no-gaps">No questions kept.</p> : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-labelledby="by-topic" data-testid="gaps-by-topic">
            <h2 id="by-topic" className="mb-2 text-lg font-semibold">By topic</h2>
            {byTopic.map((group) => (
              <section key={group.stem} className="mb-4" data-topic={group.topic} aria-label={`Topic: ${group.topic || 'no content word'}`}>
                <h3 className="mb-1 font-semibold [overflow-wrap:anywhere]"><span dir="auto">{group.topic || '—'}</span> <span className="text-sm font-normal text-stone-500">({group.gaps.length})</span></h3>
                <ul className="flex flex-col gap-2">{group.gaps.map((g, i) => <Gap key={`${g.answerId}-${i}`} g={g} />)}</ul>
              </section>
            ))}
          </section>
          <section aria-labelledby="by-entry" data-testid="gaps-by-entry">
            <h2 id="by-entry" className="mb-2 text-lg font-semibold">By the entry retrieval came closest to</h2>
            {byEntry.map((group) => (
              <section key={group.entry?.id ?? 'none'} className="mb-4" data-nearest={group.entry?.slug ?? ''}>
                <h3 className="mb-1 font-semibold [overflow-wrap:anywhere]">
                  {group.entry ? <Link className="text-brand underline" href={`/admin/entries/${group.entry.id}`}>{group.entry.title}</Link> : 'No passage came close'}
                  {' '}<span className="text-sm font-normal text-stone-500">({group.gaps.length})</span>
                </h3>
                {/* The question keeps its own direction inside an item of the page's: an RTL item's bullet went past the right edge at 390 px. */}
                <ul className="flex list-disc flex-col gap-1 ps-5 text-sm [overflow-wrap:anywhere]">{group.gaps.map((g, i) => <li key={`${g.answerId}-${i}`}><span dir="auto" className="block">{g.question}</span></li>)}</ul>
              </section>
            ))}
          </section>
        </div>
      )}
    </>
  );
}
