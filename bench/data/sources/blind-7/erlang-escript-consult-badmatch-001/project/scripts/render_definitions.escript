#!/usr/bin/env escript
%% Render config/vhosts/*.terms into the definitions file loaded by RabbitMQ.
-mode(compile).

main([Dir, Out]) ->
    Files = lists:sort(filelib:wildcard(filename:join(Dir, "*.terms"))),
    io:format("rendering ~b vhost files from ~s~n", [length(Files), Dir]),
    Defs = lists:flatmap(fun render/1, Files),
    ok = filelib:ensure_dir(Out),
    ok = file:write_file(Out, io_lib:format("~p.~n", [Defs])),
    io:format("wrote ~b definitions to ~s~n", [length(Defs), Out]).

render(File) ->
    io:format("==> ~s~n", [File]),
    {ok, Terms} = file:consult(File),
    lists:foreach(fun describe/1, Terms),
    Terms.

describe({vhost, Name}) -> io:format("  vhost ~s~n", [Name]);
describe({exchange, Name, Type, Opts}) ->
    io:format("  exchange ~s (~s) ~p~n", [Name, Type, Opts]);
describe({queue, Name, Opts}) -> io:format("  queue ~s ~p~n", [Name, Opts]);
describe({binding, Src, Dst, Key}) -> io:format("  binding ~s -> ~s [~s]~n", [Src, Dst, Key]);
describe({policy, Name, Pattern, Defs}) ->
    io:format("  policy ~s on ~s: ~p~n", [Name, Pattern, Defs]).
