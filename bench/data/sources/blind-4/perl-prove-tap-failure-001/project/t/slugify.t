use strict;
use warnings;
use Test::More tests => 10;
use Text::Slug qw(slugify);

is(slugify('Hello'), 'hello', 'lower-cases');
is(slugify('hello world'), 'hello-world', 'space becomes dash');
is(slugify('  padded  '), 'padded', 'trims dashes');
is(slugify('v2 release'), 'v2-release', 'keeps digits');
is(slugify('a_b'), 'a-b', 'underscore becomes dash');
is(slugify('x'), 'x', 'single letter');
is(slugify('hello, world'), 'hello-world', 'collapses runs of separators');
is(slugify('ABC'), 'abc', 'all caps');
is(slugify('a.b'), 'a-b', 'dot becomes dash');
is(slugify('9lives'), '9lives', 'leading digit');
