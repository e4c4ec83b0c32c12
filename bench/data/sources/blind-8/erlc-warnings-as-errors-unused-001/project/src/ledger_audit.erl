-module(ledger_audit).
-export([step/1, describe/0]).

%% ledger_audit: one stage of the ledger pipeline.

step(X) when is_integer(X) -> X * 3 + 1.

describe() -> <<"ledger_audit">>.
