import { describe, expect, it } from 'vitest';
import { DOOR_ROUTES, doorsAt, doorsFor, type DoorUser } from '../../src/ui/doors/doors.ts';
import { learnerHome } from '../../src/lib/landing.ts';
import { guard, homeFor } from '../../src/lib/guard.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';
import type { DoorAudience } from '../../src/api/contract/routes/meta.ts';
import { type Holding, holdingsOf, type Places } from '../../src/api/contract/places.ts';
import { ALL_ROLES, CLASS_TYPES, type Role } from '../../src/api/contract/roles.ts';

/**
 * The doors between areas (docs/journeys.md "Doors"), drawn from the route tables: every door is
 * reachable from where each user it names lands, and leads somewhere they may go. The cases come from
 * the tables, so a new door (a route with meta.door) brings its own.
 */

/** The layouts that carry the top navigation (every one but the sign-in pages' and the full-screen displays'). */
const LAYOUTS_WITH_TOP_NAV = ['backoffice', 'shop', 'buyer', 'seller', 'supply', 'workbench', 'plain'];
/** Pages that also show the door cards (src/ui/doors/DoorCards.tsx). */
const PAGES_WITH_DOOR_CARDS = ['/cultivate/learningtasks', '/cultivate/joinClass'];

const NOTHING: Places = { shop: null, supplier: null, anchor: false, klass: { state: 'none' } };

/** Places holding exactly these (a learner in a class holds 'class'). */
function placesHolding(holds: readonly Holding[]): Places {
  return {
    shop: holds.includes('shop') ? { id: 1, name: '店', own: true } : null,
    supplier: holds.includes('supplier') ? { id: 1, name: '供应商' } : null,
    anchor: holds.includes('anchor'),
    klass: holds.includes('class') ? { state: 'member', name: '一班' } : { state: 'none' },
  };
}

/** Every user an audience entry names: each role it allows, each class type, in a class or not (learners). */
function usersOf(a: DoorAudience | undefined): { user: DoorUser; places: Places }[] {
  const roles = a?.roles ?? ALL_ROLES;
  return roles.flatMap((role: Role) => {
    const kinds: { classType: DoorUser['classType']; holds: Holding[] }[] =
      role === 6
        ? [
            ...(a?.classTypes ?? CLASS_TYPES).map((c) => ({ classType: c, holds: ['class' as Holding] })),
            ...(a?.classTypes ? [] : [{ classType: null, holds: [] }]),
          ]
        : [{ classType: null, holds: [] }];
    return kinds.map(({ classType, holds }) => {
      const places = placesHolding(a?.holds ? [...holds, a.holds] : holds);
      return { user: { role, classType, holds: holdingsOf(places) }, places };
    });
  });
}

const landingOf = (role: Role, places: Places) => (role === 6 ? learnerHome(places, false) : homeFor(role));

describe('every door, for everyone it names', () => {
  for (const { route } of DOOR_ROUTES) {
    const door = route.meta.door!;
    const audiences = door.audience ?? [undefined];
    it(`${door.label} (${route.path}): in the top navigation where they land, and on the door cards of the learner pages`, () => {
      let cases = 0;
      for (const a of audiences) {
        for (const { user, places } of usersOf(a)) {
          const landing = landingOf(user.role, places);
          const where = findRoute(landing);
          expect(where, `${landing} is a route`).not.toBeNull();
          // the landing page carries the top navigation, which shows every door the user sees
          expect(LAYOUTS_WITH_TOP_NAV, `${landing}'s layout`).toContain(where!.route.layout ?? where!.area.layout);
          const seen = doorsFor(user).find((d) => d.id === route.path);
          expect(seen, `role ${user.role} ${user.classType ?? ''} holding ${user.holds} sees ${door.label}`).toBeDefined();
          // a door with a hint is also a card on the learner pages (but for the page's own area)
          if (PAGES_WITH_DOOR_CARDS.includes(landing) && door.hint && findRoute(route.path)!.area.name !== where!.area.name) {
            expect(doorsAt(landing, user).map((d) => d.id)).toContain(route.path);
          }
          // and it leads somewhere the user may go (a page, or the guard's way on to one)
          const session = { token: 't', roles: [user.role], classType: user.classType, inClass: user.role === 6 ? user.holds?.includes('class') : undefined };
          const result = guard(seen!.to, session);
          expect('notFound' in result, `${seen!.to} for role ${user.role}`).toBe(false);
          if ('redirect' in result) expect(result.redirect).not.toMatch(/^\/login/);
          cases++;
        }
      }
      expect(cases).toBeGreaterThan(0);
    });
  }
});

describe('what each user sees', () => {
  const learner = (classType: DoorUser['classType'], holds: Holding[]): DoorUser => ({ role: 6, classType, holds });
  const labels = (user: DoorUser | null) => doorsFor(user).map((d) => d.label);

  it('a visitor: the spec’s top navigation (mall home, buyer centre, cart, favourites, seller centre)', () => {
    expect(labels(null)).toEqual(['商城首页', '买家中心', '购物车', '我的收藏', '卖家中心']);
  });

  it('every signed-in user keeps the spec’s links, each door once', () => {
    for (const role of ALL_ROLES) {
      for (const holds of [[], ['shop', 'supplier', 'anchor', 'class']] as Holding[][]) {
        const l = labels({ role, classType: role === 6 ? 'ZBB' : null, holds });
        expect(l.slice(0, 5), `role ${role}`).toEqual(['商城首页', '买家中心', '购物车', '我的收藏', '卖家中心']);
        expect(new Set(l).size, `role ${role}: ${l}`).toBe(l.length);
      }
    }
  });

  it('a ZBB learner with a shop reaches the mall, their seller centre, the supply market and the workbench from their landing page', () => {
    const user = learner('ZBB', ['class', 'shop', 'anchor']);
    expect(doorsAt('/cultivate/learningtasks', user).map((d) => [d.label, d.to])).toEqual([
      ['商城首页', '/home'],
      ['买家中心', '/buyerCenter'],
      ['购物车', '/shopCart'],
      ['我的收藏', '/collection'],
      ['卖家中心', '/seller/index'],
      ['供销市场', '/supplymarket'],
      ['主播工作台', '/workbench'],
      ['点播课程', '/ondemand'],
    ]);
  });

  it('a learner without a shop: the seller door leads to the shop-opening exam (spec §4), no workbench unless ZBB', () => {
    const [seller] = doorsFor(learner('SYB', ['class'])).filter((d) => d.label === '卖家中心');
    expect(seller).toMatchObject({ to: '/seller/exam', hint: '通过开店考试，开一家自己的店' });
    expect(labels(learner('SYB', ['class']))).not.toContain('主播工作台');
    expect(labels(learner('ZBB', ['class']))).toContain('主播工作台');
    expect(labels(learner(null, ['anchor']))).toContain('主播工作台');
  });

  it('places not known yet: the seller door keeps the seller centre (its gate decides), doors that need a holding wait', () => {
    const user: DoorUser = { role: 6, classType: 'SYB', holds: null };
    expect(doorsFor(user).find((d) => d.label === '卖家中心')?.to).toBe('/seller/index');
    expect(labels(user)).not.toContain('主播工作台');
  });

  it('the county/area administrator (20) has no supply market (spec §6: roles 1-6)', () => {
    expect(labels({ role: 20, classType: null, holds: [] })).not.toContain('供销市场');
    expect(labels({ role: 5, classType: null, holds: [] })).toContain('供销市场');
  });

  it('the supply market’s top bar: mall home, seller centre, training management (spec §2), training by role', () => {
    for (const role of [1, 2, 3, 4, 5, 6] as Role[]) {
      const bar = doorsFor({ role, classType: role === 6 ? 'DSB' : null, holds: [] }).filter((d) => d.supplyBar);
      expect(bar.map((d) => d.label)).toEqual(['商城首页', '卖家中心', '培训管理']);
      expect(bar[2].to).toBe(role === 6 ? '/cultivate/learningtasks' : role === 5 ? '/manage/classList' : '/manage/borad');
    }
  });

  it('the door cards leave out the page’s own area and the doors without a line', () => {
    const user = learner('ZBB', ['class', 'shop']);
    expect(
      doorsAt('/cultivate/learningtasks', user)
        .filter((d) => d.hint)
        .map((d) => d.label),
    ).toEqual(['商城首页', '卖家中心', '供销市场', '主播工作台', '点播课程']);
    expect(
      doorsAt('/home', user)
        .filter((d) => d.hint)
        .map((d) => d.label),
    ).toEqual(['卖家中心', '供销市场', '主播工作台', '点播课程', '培训管理']);
  });
});

describe('learnerHome: where a learner lands (spec §4, issue 25)', () => {
  it.each<[string, Places | null, boolean, string]>([
    ['in a class', placesHolding(['class', 'shop', 'supplier']), false, '/cultivate/learningtasks'],
    ['a shop’s sub-account', NOTHING, true, '/seller/index'],
    ['no class, a shop', placesHolding(['shop', 'supplier']), false, '/seller/index'],
    ['no class, a supplier', placesHolding(['supplier', 'anchor']), false, '/supplymarket/supplymarketIndex'],
    ['no class, an anchor', placesHolding(['anchor']), false, '/workbench/workbenchHome'],
    ['waiting for admission', { ...NOTHING, klass: { state: 'applied', name: null } }, false, '/cultivate/joinClass'],
    ['refused', { ...NOTHING, klass: { state: 'refused', name: '一班', reason: '照片不清晰' } }, false, '/cultivate/joinClass'],
    ['nothing yet', NOTHING, false, '/cultivate/joinClass'],
    ['not known (offline at sign-in)', null, false, '/cultivate/learningtasks'],
  ])('%s', (_name, places, staff, landing) => {
    expect(learnerHome(places, staff)).toBe(landing);
  });
});
