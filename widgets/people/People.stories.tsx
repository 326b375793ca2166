import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

/** The personal centre's card for the Europe operator, as GET /system/user/profile answers for him. */
const schema = {
  schemaVersion: 2,
  id: 'profile-card-story',
  sources: { profile: { api: 'GET /system/user/profile', poll: 'none' } },
  body: {
    type: 'card',
    title: 'profile.account',
    children: [{ type: 'profile-card', profile: '${data.profile}', refresh: 'profile' }],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'People/Profile card', component: SchemaPreview };
export default meta;

export const EuropeOperator: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: {
      'GET /system/user/profile': {
        code: 200,
        data: {
          userId: 4,
          userName: 'operator',
          nickName: 'Europe operator',
          phone: '+49 30 1234567',
          email: 'operator@example.com',
          sex: '2',
          avatar: '',
          deptName: 'EuropeRegion',
          roleKey: 'operator',
          createdAt: Date.now() - 90 * 86_400_000,
          lastSignIn: Date.now() - 26 * 3_600_000,
          lastSignInIp: '127.0.0.1',
          hasOperationPassword: true,
        },
      },
    },
  },
};
