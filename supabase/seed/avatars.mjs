// Profile photos for some seed accounts (docs/accounts.md): a dealer's logo (their initials on their
// colour) or a private seller's portrait (a figure on a colour). The others keep no photo, so
// the initials shown in its place are seen too. generate-avatars.mjs draws them into
// supabase/seed-avatars/{user id}/seed.png; generate-seed.mjs points the profiles at them.

export const avatars = {
  demoTrade: { kind: "logo", text: "MG", colour: "#0f3d75", accent: "#f59e0b" },
  demoPrivate: { kind: "portrait", colour: "#2f7d4a", skin: "#e0ac84", hair: "#6b4a2f" },
  aire: { kind: "logo", text: "AV", colour: "#7a2e2e", accent: "#f2c14e" },
  clyde: { kind: "logo", text: "CM", colour: "#1f5a99", accent: "#9fd3f2" },
  thames: { kind: "logo", text: "TG", colour: "#2e343b", accent: "#e4ae1c" },
  pritchard: { kind: "portrait", colour: "#6a4c93", skin: "#f1c7a5", hair: "#c9c9c9" },
};

/** The object name of an account's seed photo in the avatars bucket. */
export const avatarObjectName = (userId) => `${userId}/seed.png`;
