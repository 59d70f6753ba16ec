// Uploads the seed photos (supabase/seed-photos/*.png) to a hosted Supabase project's
// listing-photos bucket, where supabase/seed.sql expects them (seed/<file>), and the seed's
// profile photos (supabase/seed-avatars/{user id}/seed.png) to the avatars bucket. The local
// backend does this by itself when it seeds.
//   SUPABASE_URL=https://xyz.supabase.co SUPABASE_SERVICE_ROLE_KEY=… node scripts/upload-seed-photos.mjs
import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@supabase/supabase-js";

const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY } = process.env;
if (!SUPABASE_URL || !SUPABASE_SERVICE_ROLE_KEY) {
  console.error("Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project's service role key).");
  process.exit(1);
}

const supabase = createClient(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, { auth: { persistSession: false } });
const folder = new URL("../supabase/seed-photos/", import.meta.url);
const files = readdirSync(folder).filter((file) => file.endsWith(".png"));
for (const file of files) {
  const { error } = await supabase.storage
    .from("listing-photos")
    .upload(`seed/${file}`, readFileSync(new URL(file, folder)), { contentType: "image/png", upsert: true });
  if (error) {
    console.error(`${file}: ${error.message}`);
    process.exit(1);
  }
}
console.log(`Uploaded ${files.length} seed photos to listing-photos/seed/.`);

const avatarsFolder = new URL("../supabase/seed-avatars/", import.meta.url);
const avatarFolders = readdirSync(avatarsFolder);
for (const userId of avatarFolders) {
  const { error } = await supabase.storage
    .from("avatars")
    .upload(`${userId}/seed.png`, readFileSync(new URL(`${userId}/seed.png`, avatarsFolder)), { contentType: "image/png", cacheControl: "3600", upsert: true });
  if (error) {
    console.error(`${userId}/seed.png: ${error.message}`);
    process.exit(1);
  }
}
console.log(`Uploaded ${avatarFolders.length} profile photos to avatars/.`);
