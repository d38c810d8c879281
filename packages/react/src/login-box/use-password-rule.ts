import { useEffect, useState } from 'react';
import { loadPasswordRule, type PasswordRule } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

/**
 * The server's password rule for a form that sets a password (of the link's user when the address names one), or
 * null until it is in or when it cannot be read.
 */
export function usePasswordRule(): PasswordRule | null {
  const { client } = useGatehouse();
  const [rule, setRule] = useState<PasswordRule | null>(null);
  useEffect(() => {
    let current = true;
    void loadPasswordRule(client, client.getQueryParam('userId')).then((loaded) => {
      if (current) setRule(loaded);
    });
    return () => {
      current = false;
    };
  }, [client]);
  return rule;
}
