module.exports = function icons41(props) {
  return { kind: 'icons', id: 41, props };
};
