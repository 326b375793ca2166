// Importing this file registers every widget: each widget module calls registerWidget for the types it
// renders, so no list is kept here (a unit test checks the registered types equal widgets/manifest.ts).
import.meta.glob(['./*/*.tsx', '!./*/*.stories.tsx'], { eager: true });
