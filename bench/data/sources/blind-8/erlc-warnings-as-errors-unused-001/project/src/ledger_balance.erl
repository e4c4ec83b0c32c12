-module(ledger_balance).
-export([step/1, describe/0]).

%% ledger_balance: one stage of the ledger pipeline.

step(X) when is_integer(X) -> X * 4 + 2.

describe() -> <<"ledger_balance">>.
