import { describe, expect, it } from 'vitest';
import { isAcceptedFile } from './accepted-file-types';

describe('isAcceptedFile', () => {
  it.each([
    ['contrat.pdf', 'application/pdf'],
    ['notes.txt', 'text/plain'],
    ['lettre.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo.JPG', 'image/jpeg'],
    ['scan.bmp', 'image/bmp'],
    ['comptes.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['archive.zip', 'application/x-zip-compressed'],
    ['export.csv', ''],
    ['ancien.doc', 'application/octet-stream'],
    ['notes.txt', 'text/plain; charset=utf-8'],
  ])('accepts %s (%s)', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(true);
  });

  it.each([
    ['video.mp4', 'video/mp4'],
    ['page.html', 'text/html'],
    ['programme.exe', 'application/octet-stream'],
    ['virus.exe', 'application/x-msdownload'],
    ['sans-extension', ''],
    ['faux.pdf', 'video/mp4'],
  ])('refuses %s (%s)', (name, type) => {
    expect(isAcceptedFile({ name, type })).toBe(false);
  });
});
