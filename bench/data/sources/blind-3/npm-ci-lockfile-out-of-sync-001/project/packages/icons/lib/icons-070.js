module.exports = function icons70(props) {
  return { kind: 'icons', id: 70, props };
};
