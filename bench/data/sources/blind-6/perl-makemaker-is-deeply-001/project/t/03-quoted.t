use strict;
use warnings;
use Test::More;
use Text::CSVLite qw(split_line);

is_deeply(split_line('a,b,c'), [qw(a b c)], 'plain fields');
is_deeply(split_line('"x",y'), ['x', 'y'], 'quoted field without comma');
is_deeply(
    split_line('42,"Smith, Jane",admin'),
    ['42', 'Smith, Jane', 'admin'],
    'quoted field with a comma',
);
is_deeply(split_line('a,,b'), ['a', '', 'b'], 'empty middle field');

done_testing;
