import { describe, expect, it } from 'vitest';
import { managementQuery, readManagementParams, writeManagementParams } from './management-params';

describe('posting management params', () => {
  it('defaults to newest first, all statuses', () => {
    expect(readManagementParams(new URLSearchParams())).toEqual({
      status: null,
      progress: null,
      sort: 'CREATED',
      direction: 'DESC',
      page: 1,
    });
  });
  it('round-trips through the URL and leaves defaults out', () => {
    const params = { status: 'HIDDEN', progress: 'ENDED', sort: 'APPLICANTS', direction: 'ASC', page: 2 } as const;
    const search = writeManagementParams(params);
    expect(readManagementParams(new URLSearchParams(search.toString()))).toEqual(params);
    expect(writeManagementParams(readManagementParams(new URLSearchParams())).toString()).toBe('');
  });
  it('ignores unknown values and maps progress to the API name', () => {
    const params = readManagementParams(new URLSearchParams('status=OPEN&sort=NAME&direction=UP&page=-1'));
    expect(params).toMatchObject({ status: null, sort: 'CREATED', direction: 'DESC', page: 1 });
    expect(managementQuery({ ...params, progress: 'IN_PROGRESS' })).toMatchObject({
      jobPostingProgressStatus: 'IN_PROGRESS',
      status: undefined,
    });
  });
});
