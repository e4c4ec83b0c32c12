module.exports = function ui35(props) {
  return { kind: 'ui', id: 35, props };
};
