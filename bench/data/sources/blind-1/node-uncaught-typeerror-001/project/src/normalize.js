// Map an upstream CRM user to our account shape.
const PLANS = new Set(['free', 'team', 'pro']);

export function normalizeUser(user) {
  if (!PLANS.has(user.plan)) {
    throw new RangeError(`unknown plan ${user.plan} for user ${user.id}`);
  }
  return {
    accountId: `acct_${user.id}`,
    displayName: user.name,
    plan: user.plan,
    email: user.contact.email.toLowerCase(),
    phone: user.contact.phone ?? null,
  };
}
