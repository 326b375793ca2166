// Importing this file registers every widget at once, for previews (stories, component tests) that render any
// page; the app loads only a page's widgets (widgets/index.ts).
import.meta.glob(['./*/*.tsx', '!./*/*.stories.tsx'], { eager: true });
