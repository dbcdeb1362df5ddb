// addTemporaryMember's own guards on the device adapter: the last line of defence behind the form's checks.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Ledger } from '../../domain/types';
import { openDeviceDB } from '../device/database';
import { DeviceDocumentStore } from '../device/device-store';
import { addTemporaryMember, DuplicateMemberError, ReservedNameError } from './members';

let docs: DeviceDocumentStore;
let counter = 0;
const ledger: Ledger = {
  id: 'ledger-1',
  name: 'Household',
  type: 'onetime',
  owner: 'uid-asha',
  admins: ['uid-asha'],
  contributors: ['uid-asha'],
  createdAt: 1,
  updatedAt: 1,
};

beforeEach(async () => {
  docs = new DeviceDocumentStore(await openDeviceDB(`members-${++counter}`));
  await docs.set(`ledgers/${ledger.id}/members/uid-asha`, { displayName: 'Asha', userId: 'uid-asha' });
});

const memberIds = async () => (await docs.query(`ledgers/${ledger.id}/members`)).map((m) => m.id).sort();

describe('addTemporaryMember', () => {
  it('adds a member whose id is the trimmed name', async () => {
    expect(await addTemporaryMember(docs, ledger, ' Ravi ')).toEqual({
      id: 'Ravi',
      displayName: 'Ravi',
      userId: 'Ravi',
    });
    expect(await memberIds()).toEqual(['Ravi', 'uid-asha']);
  });

  it('refuses reserved and path-unsafe names, writing nothing', async () => {
    for (const name of ['common', 'Common', '.', '..', '__x__', 'x/transactions/y', '/', '  ']) {
      await expect(addTemporaryMember(docs, ledger, name), name).rejects.toBeInstanceOf(ReservedNameError);
    }
    expect(await memberIds()).toEqual(['uid-asha']);
  });

  it('refuses a duplicate without case, of a name or an id, naming the existing member', async () => {
    await addTemporaryMember(docs, ledger, 'Ravi');
    await expect(addTemporaryMember(docs, ledger, 'ravi')).rejects.toThrow(new DuplicateMemberError('Ravi'));
    await expect(addTemporaryMember(docs, ledger, ' RAVI ')).rejects.toBeInstanceOf(DuplicateMemberError);
    await expect(addTemporaryMember(docs, ledger, 'asha')).rejects.toThrow(new DuplicateMemberError('Asha'));
    await expect(addTemporaryMember(docs, ledger, 'UID-ASHA')).rejects.toBeInstanceOf(DuplicateMemberError);
    expect(await memberIds()).toEqual(['Ravi', 'uid-asha']);
  });
});

describe('addTemporaryMember when the member list cannot be read (a cloud ledger created a moment ago)', () => {
  it('still adds the member, and still refuses an exact duplicate', async () => {
    const realQuery = docs.query.bind(docs);
    docs.query = () => Promise.reject(new Error('Missing or insufficient permissions.'));
    await addTemporaryMember(docs, ledger, 'Ravi');
    await expect(addTemporaryMember(docs, ledger, 'Ravi')).rejects.toBeInstanceOf(DuplicateMemberError);
    docs.query = realQuery;
    expect(await memberIds()).toEqual(['Ravi', 'uid-asha']);
  });
});
