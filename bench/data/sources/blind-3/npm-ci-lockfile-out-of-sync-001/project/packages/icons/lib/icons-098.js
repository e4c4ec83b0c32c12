module.exports = function icons98(props) {
  return { kind: 'icons', id: 98, props };
};
