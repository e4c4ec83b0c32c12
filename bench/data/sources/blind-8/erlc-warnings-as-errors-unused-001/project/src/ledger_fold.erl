-module(ledger_fold).
-export([step/1, total/1, by_account/1]).

%% Folds journal entries into totals.

step(X) -> X * 5 + 2.

total(Entries) ->
    Acc0 = 0,
    lists:foldl(fun({_Account, Amount}, Acc) -> Acc + Amount end, 0, Entries).

by_account(Entries) ->
    lists:foldl(
        fun({Account, Amount}, Map) ->
            maps:update_with(Account, fun(V) -> V + Amount end, Amount, Map)
        end,
        #{},
        Entries).

carry(Amount, Scale) when Scale > 0 ->
    {Amount div Scale, Amount rem Scale}.
