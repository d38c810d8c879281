import { useGatehouse, type GatehouseContextValue } from '../gatehouse-context';

/** The provider's navigate(url, { replace? }): in-app without reload under the chosen URL strategy. */
export function useNavigate(): GatehouseContextValue['navigate'] {
  return useGatehouse().navigate;
}
