import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { displayPlate, type TRule } from '@fleet/contracts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, tableQuery, type TRowKey } from '@/components/data-table';
import { SearchField } from '@/components/list-filters';
import { ListToolbar } from '@/components/list-toolbar';
import { StatusSnackbar, type TStatus } from '@/components/status-snackbar';
import { errorText } from '@/i18n';
import { useBulkDelete } from '@/lib/use-bulk-delete';
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
  const recordService = useRecordService();
  const [selected, setSelected] = useState<TRowKey[]>([]);
  const [editing, setEditing] = useState<TRule | null | undefined>(undefined);
  const [servicing, setServicing] = useState<TRule | null>(null);
  const [status, setStatus] = useState<TStatus | null>(null);
  const fail = (error: unknown) => setStatus({ text: errorText(t, error), severity: 'error' });
  const bulkDelete = useBulkDelete({
    remove: useDeleteRules(),
    idOf: (id: number) => id,
    onDeleted: (deleted) => {
      setSelected([]);
      setStatus({ text: t('delete.done', { count: deleted }), severity: 'success' });
    },
    onError: fail,
  });

  const chosen = useMemo(
    () => (list.data ?? []).filter((rule) => selected.includes(rowKey(rule))),
    [list.data, selected],
  );
  const columns = useMemo(
    () => ruleColumns(t, i18n.language, { onEdit: setEditing, onService: setServicing }),
    [t, i18n.language],
  );

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
        tableId="rules"
        {...tableQuery(list)}
        columns={columns}
        rowKey={rowKey}
        emptyText={t('list.empty')}
        exportTo={{ fileName: t('list.exportName'), sheet: t('common:sheets.rules') }}
        selection={{ selected: chosen.map(rowKey), onChange: setSelected }}
        toolbar={
          <ListToolbar
            selectedCount={ruleIds.length}
            deleteLabel={t('list.deleteSelected', { count: ruleIds.length })}
            onDeleteSelected={() => bulkDelete.ask(ruleIds)}
            createLabel={t('list.create')}
            onCreate={() => setEditing(null)}
            testId="rule"
          >
            <SearchField
              value={plate}
              onChange={setPlate}
              label={t('list.plate')}
              testId="rule-filter-plate"
              sx={{ maxWidth: { md: 260 } }}
            />
          </ListToolbar>
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
        open={Boolean(bulkDelete.pending)}
        title={t('delete.title')}
        message={t('delete.message', { count: bulkDelete.pending?.length ?? 0 })}
        confirmText={t('delete.confirm')}
        onConfirm={bulkDelete.confirm}
        onClose={bulkDelete.cancel}
        busy={bulkDelete.busy}
      />
      <StatusSnackbar status={status} onClose={() => setStatus(null)} testId="rule-status" />
    </Box>
  );
}
