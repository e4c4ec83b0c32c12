use strict;
use Test::More tests => 1;
use_ok('Text::CSVLite');
