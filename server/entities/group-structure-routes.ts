/** The group structure's routes (001 §7 Groups): its reads and the generation of a building's entrances. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dataOf } from '../../schemas/answer-envelopes';
import { generateGroupsRequest, generatedSaved, generatedTree as generatedTreeAnswer, groupNode, groupStructureQuery } from '../../schemas/group-structure';
import type { Store } from '../crud/repository';
import { parseRequest } from '../crud/body';
import { generatedTree, saveGenerated } from './group-generation';
import { STRUCTURE_READS, type StructureRead, structureRead } from './group-structure';

const SUMMARIES: Record<StructureRead, string> = {
  completely: 'Every group the caller sees, in one answer (for pickers)',
  buildings: 'The buildings the caller sees',
  units: 'The entrances (units) the caller sees, below ?parent_id= when given',
  'floors-and-apartments': 'The floors and apartments the caller sees, below ?parent_id= when given',
};

export function groupStructureRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    for (const read of Object.keys(STRUCTURE_READS) as StructureRead[]) {
      const doc = { summary: SUMMARIES[read], tags: ['groups'], query: groupStructureQuery, answer: dataOf(z.array(groupNode)) };
      app.get(`/groups/${read}`, { config: { doc } }, async (request) => {
        const { parent_id } = parseRequest(groupStructureQuery, request.query);
        return { data: await structureRead(store, request.actor, read, parent_id) };
      });
    }
    const treeDoc = { summary: "Preview a building's generated entrances, floors and apartments (nothing is written)", tags: ['groups'], body: generateGroupsRequest, answer: dataOf(generatedTreeAnswer) };
    app.post('/groups/generate/tree', { config: { doc: treeDoc } }, async (request) => ({
      data: await generatedTree(store, request.actor, parseRequest(generateGroupsRequest, request.body)),
    }));
    const saveDoc = { summary: "Make a building's entrances, floors and apartments, all in one transaction", tags: ['groups'], body: generateGroupsRequest, answer: dataOf(generatedSaved), responses: { 201: 'Made' } };
    app.post('/groups/generate/save', { config: { doc: saveDoc } }, async (request, reply) => {
      const saved = await saveGenerated(store, request.actor, parseRequest(generateGroupsRequest, request.body));
      reply.code(201);
      return { data: saved };
    });
  };
}
