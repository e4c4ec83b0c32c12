module.exports = function ui46(props) {
  return { kind: 'ui', id: 46, props };
};
