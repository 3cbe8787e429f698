import { useMemo, useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TRule } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery, type TRowKey } from '@/components/data-table';
import { SearchField } from '@/components/list-filters';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { useDeleteRules, useRecordService, useRuleList } from '../api';
import { ruleColumns } from '../components/rule-columns';
import { RuleFormDialog } from '../components/rule-form-dialog';

/** A rule row is one rule on one truck (a vehicle-type rule appears once per truck). */
const rowKey = (rule: TRule) => `${rule.id}:${rule.truck_id}`;

/** Maintenance rules (/rule): km left and status per truck, record a service, edit, delete. */
export default function RulePage() {
  const { t, i18n } = useTranslation('rule');
  const [plate, setPlate] = useState('');
  const list = useRuleList(useDebounced(plate.trim()));
  const remove = useDeleteRules();
  const recordService = useRecordService();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  const [editing, setEditing] = useState<TRule | null | undefined>(undefined);
  const [servicing, setServicing] = useState<TRule | null>(null);
  const [deleting, setDeleting] = useState<number[] | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const fail = (error: unknown) => setStatus({ text: errorText(t, error), severity: 'error' });

  const chosen = useMemo(
    () => (list.data ?? []).filter((rule) => selected.includes(rowKey(rule))),
    [list.data, selected],
  );
  const columns = useMemo(
    () => ruleColumns(t, i18n.language, { onEdit: setEditing, onService: setServicing }),
    [t, i18n.language],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: ({ deleted }) => {
        setSelected([]);
        setStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
      },
      onError: fail,
      onSettled: () => setDeleting(null),
    });
  };
  const confirmService = () => {
    if (!servicing) return;
    recordService.mutate(
      { id: servicing.id, plate: servicing.plate },
      {
        onSuccess: () => setStatus({ text: t('service.done'), severity: 'success' }),
        onError: fail,
        onSettled: () => setServicing(null),
      },
    );
  };

  const ruleIds = [...new Set(chosen.map((rule) => rule.id))];
  return (
    <Box>
      <DataTable<TRule>
        {...tableQuery(list)}
        columns={columns}
        rowKey={rowKey}
        emptyText={t('list.empty')}
        exportFileName={t('list.exportName')}
        selectable
        selected={chosen.map(rowKey)}
        onSelectedChange={setSelected}
        toolbar={
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap>
            <SearchField
              value={plate}
              onChange={setPlate}
              label={t('list.plate')}
              testId="rule-filter-plate"
              sx={{ maxWidth: { md: 260 } }}
            />
            <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={ruleIds.length === 0}
                onClick={() => setDeleting(ruleIds)}
                data-testid="rule-delete-selected"
              >
                {t('list.deleteSelected', { count: ruleIds.length })}
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setEditing(null)}
                data-testid="rule-create"
              >
                {t('list.create')}
              </Button>
            </Stack>
          </Stack>
        }
      />
      {editing !== undefined && (
        <RuleFormDialog
          rule={editing}
          onClose={(message) => {
            setEditing(undefined);
            if (message) setStatus({ text: message, severity: 'success' });
          }}
        />
      )}
      <ConfirmDialog
        open={Boolean(servicing)}
        title={t('service.title')}
        message={t('service.message', {
          plate: servicing ? displayPlate(servicing.plate) : '',
          type: servicing ? t(`types.${servicing.type}`) : '',
          km: servicing?.current_km ?? 0,
        })}
        confirmText={t('service.confirm')}
        onConfirm={confirmService}
        onClose={() => setServicing(null)}
        busy={recordService.isPending}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('delete.title')}
        message={t('delete.message', { count: deleting?.length ?? 0 })}
        confirmText={t('delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        busy={remove.isPending}
      />
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="rule-status" />
    </Box>
  );
}
