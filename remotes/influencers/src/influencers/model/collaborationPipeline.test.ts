import { isOverdue, pipelineMoves, pipelineStep } from './collaborationPipeline';
import {
  briefSchema,
  deliverablesFromText,
  feeFromMinor,
  feeToMinor,
  newCollaborationDocumentSchema,
} from './collaborationDocument';

const brief = { deliverables: ['1 Reel'], dueDate: '2026-03-10', feeMinor: 50_000, currency: 'USD' };

describe('pipeline moves', () => {
  it('offers the answer to an invitation, and approval or changes for submitted content', () => {
    expect(pipelineMoves('invited').map((move) => move.to)).toEqual(['accepted', 'declined']);
    expect(pipelineMoves('contentSubmitted')).toEqual([
      { to: 'approved', back: false, labelKey: 'moves.approved' },
      { to: 'accepted', back: true, labelKey: 'moves.requestChanges' },
    ]);
    expect(pipelineMoves('posted').map((move) => move.labelKey)).toEqual(['moves.paid']);
  });

  it('leaves submitting content to the creator, who sends the content with it', () => {
    expect(pipelineMoves('accepted')).toEqual([]);
  });

  it('offers nothing once paid or declined', () => {
    expect(pipelineMoves('paid')).toEqual([]);
    expect(pipelineMoves('declined')).toEqual([]);
  });

  it('places each status on its step', () => {
    expect(pipelineStep('invited')).toBe(0);
    expect(pipelineStep('declined')).toBe(1);
    expect(pipelineStep('paid')).toBe(5);
  });
});

describe('overdue collaborations', () => {
  it('is overdue after the due date until the content is posted', () => {
    expect(isOverdue({ status: 'accepted', brief }, '2026-03-11')).toBe(true);
    expect(isOverdue({ status: 'approved', brief }, '2026-03-11')).toBe(true);
    expect(isOverdue({ status: 'accepted', brief }, '2026-03-10')).toBe(false);
    expect(isOverdue({ status: 'posted', brief }, '2026-03-11')).toBe(false);
    expect(isOverdue({ status: 'declined', brief }, '2026-03-11')).toBe(false);
    expect(isOverdue({ status: 'invited', brief: null }, '2099-01-01')).toBe(false);
  });
});

describe('the brief', () => {
  it('takes one deliverable per line, trimmed, blank lines left out', () => {
    expect(deliverablesFromText(' 1 Reel \n\n2 Stories\r\n ')).toEqual(['1 Reel', '2 Stories']);
  });

  it('bounds deliverables, the date and the fee, in the catalogue currency', () => {
    const schema = briefSchema('USD');
    expect(schema.safeParse(brief).success).toBe(true);
    expect(schema.safeParse({ ...brief, deliverables: [] }).success).toBe(false);
    expect(schema.safeParse({ ...brief, deliverables: Array(11).fill('Post') }).success).toBe(false);
    expect(schema.safeParse({ ...brief, deliverables: ['x'.repeat(201)] }).success).toBe(false);
    expect(schema.safeParse({ ...brief, deliverables: [' Reel'] }).success).toBe(false);
    expect(schema.safeParse({ ...brief, dueDate: '10/03/2026' }).success).toBe(false);
    expect(schema.safeParse({ ...brief, feeMinor: -1 }).success).toBe(false);
    expect(schema.safeParse({ ...brief, feeMinor: 12.5 }).success).toBe(false);
    expect(schema.safeParse({ ...brief, feeMinor: -0 }).success).toBe(false);
    expect(schema.safeParse({ ...brief, currency: 'EUR' }).success).toBe(false);
  });

  it('goes with every new connection request', () => {
    const influencer = {
      id: 'i1',
      handle: '@ava',
      displayName: 'Ava',
      platform: 'instagram',
      currency: 'USD',
    } as const;
    const request = {
      influencerId: 'i1',
      handle: '@ava',
      displayName: 'Ava',
      platform: 'instagram',
      status: 'invited',
      message: 'Hi',
    };
    expect(newCollaborationDocumentSchema(influencer).safeParse({ ...request, brief }).success).toBe(true);
    expect(newCollaborationDocumentSchema(influencer).safeParse(request).success).toBe(false);
  });
});

describe('the fee', () => {
  it('is kept in minor units of the currency', () => {
    expect(feeToMinor(250.5, 'USD')).toBe(25_050);
    expect(feeToMinor(0.1 + 0.2, 'USD')).toBe(30);
    expect(feeToMinor(500, 'JPY')).toBe(500);
    expect(feeFromMinor(25_050, 'USD')).toBe(250.5);
  });
});
