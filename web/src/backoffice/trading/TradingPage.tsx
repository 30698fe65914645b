import { Route, Routes } from 'react-router-dom';
import TradingMatchPage from './TradingMatchPage';
import TradingMatches from './TradingMatches';
import './trading.css';

/** Trading (issue 19): the matches by liability at trading/, one match's view at trading/matches/<id>. */
export default function TradingPage() {
  return (
    <Routes>
      <Route index element={<TradingMatches />} />
      <Route path="matches/:matchId" element={<TradingMatchPage />} />
    </Routes>
  );
}
