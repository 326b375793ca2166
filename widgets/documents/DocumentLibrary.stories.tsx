import type { Meta, StoryObj } from '@storybook/react-vite';
import { request } from '../../api/request';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import page from '../../schemas/pages/document.json';
import { fakeDocumentApi, FIXTURE_FOLDERS } from './fakeDocumentApi';

const schema = page as unknown as PageSchema;
const noAnswers = {};
/** The page's sources ask the in-memory library, through the same client its commands use. */
const library = (r: PollRequest) =>
  request.request({ method: r.method, url: r.url, params: r.params, data: r.body }).then((answer) => answer.data);

interface DocumentStoryProps {
  /** The width of the screen's content, in px. */
  width: number;
  /** Whether the user may change the ChinaRegion's folders (a group administrator) or only read them. */
  mayWrite: boolean;
}

/** The library page as shipped (schemas/pages/document.json) over an in-memory library. */
function DocumentStory({ width, mayWrite }: DocumentStoryProps) {
  request.defaults.adapter = fakeDocumentApi(FIXTURE_FOLDERS.map((f) => ({ ...f, mayWrite: mayWrite && f.mayWrite })));
  return (
    <div style={{ padding: 16, width, boxSizing: 'border-box' }}>
      <SchemaPreview schema={schema} answers={noAnswers} server={library} />
    </div>
  );
}

const meta: Meta<typeof DocumentStory> = { title: 'Widgets/Document library', component: DocumentStory };
export default meta;

/** A group administrator at 1280 px: folders of the groups above and of his own, upload, versions, delete. */
export const GroupAdministrator: StoryObj<typeof DocumentStory> = { args: { width: 1280, mayWrite: true } };

/** An operator reads the same folders: no upload, no new version, no delete. */
export const Operator: StoryObj<typeof DocumentStory> = { args: { width: 1280, mayWrite: false } };

/** At 768 px the folder tree sits above the list, and the table scrolls sideways inside its card. */
export const Narrow: StoryObj<typeof DocumentStory> = { args: { width: 768, mayWrite: true } };
