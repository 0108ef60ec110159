import { adminPaths } from '../../shared/staff/addresses';
import { checkRoleFor, NotForYourRole, sectionOf, startScreenOf } from './sections';

describe('the back office’s screens by section', () => {
  it('puts a screen in the section of the menu it is under', () => {
    expect(sectionOf(adminPaths.inbox)?.label.message).toBe('Inbox');
    expect(sectionOf(adminPaths.quote('42'))?.label.message).toBe('Inbox');
    expect(sectionOf(adminPaths.productImport)?.label.message).toBe('Content');
    expect(sectionOf(adminPaths.contentItem('faq', 3))?.label.message).toBe('Content');
    // A name that starts like another section's is its own.
    expect(sectionOf(adminPaths.inboxSettings)?.label.message).toBe('Inbox settings');
    expect(sectionOf(`${adminPaths.content}-archive`)).toBeUndefined();
    // Every member of staff has their account.
    expect(sectionOf(adminPaths.account)).toBeUndefined();
  });

  it('refuses a screen to a role its section does not name, and nothing else', () => {
    expect(() => checkRoleFor('sales', adminPaths.contentList('product'))).toThrow(NotForYourRole);
    expect(() => checkRoleFor('editor', adminPaths.inquiry('7'))).toThrow(NotForYourRole);
    expect(() => checkRoleFor('sales', adminPaths.audit)).toThrow(NotForYourRole);
    expect(() => checkRoleFor('sales', adminPaths.inquiry('7'))).not.toThrow();
    expect(() => checkRoleFor('editor', adminPaths.account)).not.toThrow();
    expect(() => checkRoleFor('owner', adminPaths.pictures)).not.toThrow();
  });

  it('starts each role on the first screen of its menu', () => {
    expect(startScreenOf('owner').to).toBe(adminPaths.inbox);
    expect(startScreenOf('sales').to).toBe(adminPaths.inbox);
    expect(startScreenOf('editor').to).toBe(adminPaths.content);
  });
});
