module.exports = function ui51(props) {
  return { kind: 'ui', id: 51, props };
};
