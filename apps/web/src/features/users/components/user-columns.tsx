import { Avatar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { TDataTableColumn } from '@/components/data-table';
import { dateColumn } from '@/components/table-columns';
import type { TUserRow } from '../api';
import type { TTranslate } from '../lib/translate';

interface Options {
  t: TTranslate;
  roleName: (row: TUserRow) => string;
  /** Row buttons; left out of the Excel export. */
  actions: (row: TUserRow) => ReactNode;
}

export function userColumns({ t, roleName, actions }: Options): TDataTableColumn<TUserRow>[] {
  const orDash = (value: string | null) => value || t('common.none');
  return [
    {
      key: 'avatar',
      header: t('columns.avatar'),
      width: 64,
      sortable: false,
      exportValue: (row) => (row.avatar ? new URL(row.avatar, window.location.origin).href : null),
      render: (row) => (
        <Avatar src={row.avatar ?? undefined} alt={row.fullname} sx={{ width: 36, height: 36 }}>
          {row.fullname.trim().split(/\s+/).pop()?.charAt(0).toUpperCase()}
        </Avatar>
      ),
    },
    {
      key: 'username',
      header: t('columns.username'),
      render: (row) => (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {row.username}
        </Typography>
      ),
    },
    { key: 'fullname', header: t('columns.fullname') },
    { key: 'role_name', header: t('columns.role'), render: roleName, exportValue: roleName },
    { key: 'email', header: t('columns.email'), render: (row) => orDash(row.email) },
    dateColumn('ngay_bat_dau', t('columns.startDate'), (row) => row.ngay_bat_dau, {
      empty: t('common.none'),
      width: 120,
    }),
    {
      key: 'actions',
      header: t('columns.actions'),
      width: 140,
      render: actions,
      exportValue: () => null,
    },
  ];
}
