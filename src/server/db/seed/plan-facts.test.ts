import { describe, expect, it } from 'vitest';

import { parseServiceArea } from '#shared/service-areas.ts';
import { buildDemoPlan } from './demo-plan.ts';

/** The demo listings' areas, prices and availability (issue 24 §1, §1b). */
describe('demo plan: listing facts', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const plan = buildDemoPlan(now);

  it('gives every service known areas: most the whole city, some suburbs, a few two cities', () => {
    const areas = plan.services.map((s) => s.serviceAreas ?? []);
    expect(areas.every((a) => a.length > 0 && a.every((v) => parseServiceArea(v) !== null))).toBe(
      true,
    );
    const wholeCity = plan.services.filter((s) => s.serviceAreas?.join() === s.city).length;
    const suburbs = areas.filter((a) => a.every((v) => v.includes('/'))).length;
    const twoCities = areas.filter((a) => a.filter((v) => !v.includes('/')).length === 2).length;
    expect(wholeCity / plan.services.length).toBeGreaterThan(0.5);
    expect(suburbs).toBeGreaterThan(5);
    expect(twoCities).toBeGreaterThan(3);
  });

  it('states a price on about half, in all four kinds, within the rules', () => {
    const priced = plan.services.filter((s) => s.priceType);
    expect(priced.length / plan.services.length).toBeGreaterThan(0.35);
    expect(priced.length / plan.services.length).toBeLessThan(0.65);
    expect(new Set(priced.map((s) => s.priceType))).toEqual(
      new Set(['from', 'hourly', 'fixed', 'quote']),
    );
    for (const s of priced) {
      if (s.priceType === 'quote') expect(s.priceCents).toBeNull();
      else expect(s.priceCents).toBeGreaterThan(0);
    }
  });

  it('has three providers not taking new work (one with a date), copied onto their services', () => {
    const paused = plan.users.filter((u) => u.takingNewWork === false);
    expect(paused).toHaveLength(3);
    expect(paused.filter((u) => u.backOn)).toHaveLength(1);
    expect(paused.find((u) => u.backOn)!.backOn! > '2026-11-27').toBe(true);
    for (const u of paused) {
      const theirs = plan.services.filter((s) => s.ownerEmail === u.email);
      expect(theirs.length).toBeGreaterThan(0);
      expect(
        theirs.every((s) => s.takingNewWork === false && s.backOn === (u.backOn ?? null)),
      ).toBe(true);
    }
  });

  it('has an approved Christchurch plumber based in Riccarton covering all of Christchurch', () => {
    const riccarton = plan.services.filter(
      (s) =>
        s.status === 'approved' &&
        s.city === 'Christchurch' &&
        s.suburb === 'Riccarton' &&
        s.serviceAreas?.join() === 'Christchurch',
    );
    expect(riccarton.some((s) => /plumb/i.test(`${s.title} ${s.description}`))).toBe(true);
    const slugs = plan.services.map((s) => s.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
