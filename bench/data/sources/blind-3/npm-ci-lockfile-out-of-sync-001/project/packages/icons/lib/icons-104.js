module.exports = function icons104(props) {
  return { kind: 'icons', id: 104, props };
};
