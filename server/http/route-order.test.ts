import express from 'express';
import request from 'supertest';
import { defineContract, responseOf, type Zod } from '../../shared/contracts/define-endpoint';
import { errorHandler, errorsAnsweredInJson } from './error-handler';
import { contractRouter, contractHandlers } from './mount-contract';

// An endpoint added at the end of its contract keeps its own address when an earlier one has a parameter where it
// has a word: `POST /things/bulk` is the bulk endpoint's, not the item `bulk` of `POST /things/:id`.
const contract = defineContract({
  update: {
    method: 'POST',
    path: '/things/:id',
    params: (z: Zod) => z.object({ id: z.string().regex(/^\d+$/, 'Unknown item') }),
    response: responseOf<{ answered: string }>(),
  },
  bulk: { method: 'POST', path: '/things/bulk', response: responseOf<{ answered: string }>() },
});
const service = contractHandlers(contract, {
  update: async ({ params }) => ({ answered: `update ${params.id}` }),
  bulk: async () => ({ answered: 'bulk' }),
});

const app = express();
app.use(errorsAnsweredInJson);
app.use(contractRouter([service]));
app.use(errorHandler);

it('routes a word in a path to its own endpoint before a parameter in the same place', async () => {
  expect((await request(app).post('/things/bulk')).body).toEqual({ answered: 'bulk' });
  expect((await request(app).post('/things/12')).body).toEqual({ answered: 'update 12' });
});
