console.log('build');
