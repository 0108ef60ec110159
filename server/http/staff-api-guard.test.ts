import express from 'express';
import request from 'supertest';
import { defineContract, responseOf } from '../../shared/contracts/define-endpoint';
import { errorHandler, errorsAnsweredInJson } from './error-handler';
import { contractRouter, contractHandlers } from './mount-contract';
import { setPrincipal } from './principal';

// The staff endpoints are reached only through the staff door (its origin check sets who is asking). Should a
// request ever reach their router by another way — a spelling of the path the door's mount does not match — it
// finds nothing there.
const contract = defineContract({
  peek: { method: 'GET', path: '/staff/peek', access: ['owner'], response: responseOf<{ ok: true }>() },
});
const service = contractHandlers(contract, { peek: async () => ({ ok: true as const }) });

function appWith(door: boolean) {
  const app = express();
  app.use(errorsAnsweredInJson);
  if (door)
    app.use('/staff', (req, _res, next) => {
      setPrincipal(req, null);
      next();
    });
  app.use(contractRouter([service], { behindStaffDoor: true }));
  app.use(errorHandler);
  return app;
}

it('answers a staff endpoint only to a request the door let by', async () => {
  expect((await request(appWith(true)).get('/staff/peek')).status).toBe(401);
  const around = await request(appWith(false)).get('/staff/peek');
  expect(around.status).toBe(404);
  expect(around.body).toEqual({ error: 'Unknown API endpoint' });
});
