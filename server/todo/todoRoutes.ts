import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../http/route';
import { domainPlugin } from '../http/domainPlugin';
import { todoListRoutes } from './todoListRoutes';
import { todoCommandRoutes } from './todoCommandRoutes';

/** To-do items (spec-digest 000 §7 `/todoitem/count`; docs/alarms.md): list, make, assign, handle, close, history. */
function registerTodoRoutes(app: FastifyInstance): void {
  registerRoutes(app, [...todoListRoutes(app), ...todoCommandRoutes(app)]);
}

/** To-do work. */
export const todoRoutes = domainPlugin(
  'todo-routes',
  { plugins: ['store', 'telemetry', 'alarms'], decorators: ['db', 'telemetry', 'alarms'] },
  registerTodoRoutes,
);
