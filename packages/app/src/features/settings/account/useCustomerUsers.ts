import { adlensKeys } from '@adlens/api-client/query';
import type { CreateCustomerUserRequest, CustomerUser, CustomerUserListItem } from '@adlens/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdlensRuntime } from '../../../shared/runtime/useAdlensRuntime.ts';

/** The Account settings page's state: the customer's users, adding one, deactivating one. */
export interface CustomerUsers {
  users: CustomerUserListItem[];
  loading: boolean;
  loadFailed: boolean;
  add: (user: CreateCustomerUserRequest) => Promise<CustomerUser>;
  deactivate: (user: CustomerUserListItem) => Promise<CustomerUserListItem>;
  /** The user being deactivated, while the call runs. */
  deactivatingId: number | undefined;
}

/** The list reloads after every add or deactivation, so what the page shows is what the API holds. */
export function useCustomerUsers(customerId: number): CustomerUsers {
  const { client } = useAdlensRuntime();
  const queryClient = useQueryClient();
  const queryKey = adlensKeys.customerUsers(customerId);
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => client.listCustomerUsers(customerId, { signal }),
    retry: false,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey });
  const add = useMutation({
    mutationFn: (user: CreateCustomerUserRequest) => client.addCustomerUser(customerId, user),
    onSettled: reload,
  });
  const deactivate = useMutation({
    mutationFn: (user: CustomerUserListItem) => client.deactivateCustomerUser(customerId, user.id),
    onSettled: reload,
  });
  return {
    users: list.data?.elements ?? [],
    loading: list.isPending,
    loadFailed: list.isError,
    add: add.mutateAsync,
    deactivate: deactivate.mutateAsync,
    deactivatingId: deactivate.isPending ? deactivate.variables?.id : undefined,
  };
}
