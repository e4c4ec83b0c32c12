-module(ledger_currency).
-export([step/1, describe/0]).

%% ledger_currency: one stage of the ledger pipeline.

step(X) when is_integer(X) -> X * 6 + 4.

describe() -> <<"ledger_currency">>.
