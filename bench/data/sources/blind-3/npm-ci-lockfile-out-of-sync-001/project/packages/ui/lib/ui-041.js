module.exports = function ui41(props) {
  return { kind: 'ui', id: 41, props };
};
